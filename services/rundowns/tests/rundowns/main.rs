//! The rundowns service's own tests: the store on SQLite (and PostgreSQL for the `distributed`
//! ones) and the service's rules on an in-memory store and the in-process bus.

mod service;
mod store;
