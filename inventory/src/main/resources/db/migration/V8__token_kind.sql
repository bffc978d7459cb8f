-- Reader tokens (TokenKind.READER): read-only, bound to no host. Tokens issued before are probes.
ALTER TABLE access_token ADD COLUMN kind VARCHAR(16) NOT NULL DEFAULT 'PROBE';
ALTER TABLE access_token ALTER COLUMN host_id DROP NOT NULL;
ALTER TABLE access_token ADD CONSTRAINT access_token_probe_has_host CHECK (kind <> 'PROBE' OR host_id IS NOT NULL);
