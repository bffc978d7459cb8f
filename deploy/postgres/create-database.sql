-- Run once as a PostgreSQL superuser. Flyway creates the schema when the service starts.
CREATE ROLE linkledger LOGIN PASSWORD 'change-me';
CREATE DATABASE linkledger OWNER linkledger;
