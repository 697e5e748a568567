//! The rundowns service's own tests: the store on SQLite (and PostgreSQL for the `distributed`
//! ones), the service's rules on an in-memory store and the in-process bus, and the gRPC edge called
//! in process.

mod grpc;
mod service;
mod store;
