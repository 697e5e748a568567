-- Creates the two databases of distributed Newsroom. The postgres image runs this once, on an empty
-- data volume (/docker-entrypoint-initdb.d). Each service creates its own schema by migration at start.
CREATE DATABASE newsroom_auth;
CREATE DATABASE newsroom_rundowns;
CREATE DATABASE newsroom_devices;
