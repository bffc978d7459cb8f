-- Issue 19: the read models of one aggregate each (cables, enclosures, measurements, tokens, findings)
-- are written inline, in the transaction of the events, by the subscribing lab-views processor, and a
-- host's topology by host-views (V17). The streaming processors that wrote them before keep no state
-- anyone reads: their tokens and dead letters go. (The upgrade's only other step, rebuilding the host
-- views, the new host-catch-up processor does by itself: V17.)
DELETE FROM token_entry WHERE processor_name IN ('read-models', 'token-projection', 'topology-projection',
    'cable-projection', 'measurement-projection', 'enclosure-projection', 'finding-projection');
DELETE FROM dead_letter_entry WHERE processing_group IN ('read-models', 'token-projection', 'topology-projection',
    'cable-projection', 'measurement-projection', 'enclosure-projection', 'finding-projection');
