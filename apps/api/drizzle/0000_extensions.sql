-- pg_trgm powers the typo-tolerant product search (trigram similarity and GIN indexes).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
