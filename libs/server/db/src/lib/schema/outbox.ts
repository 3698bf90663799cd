// Owner: async (outbox, queue, worker). Transactional outbox table: see libs/server/queue.
export {};
