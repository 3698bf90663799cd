import { ChatRepository, type Db } from '@fachwerk/server/db';
import type { ChatMailJob } from '@fachwerk/shared/contracts';
import type { WorkerNotifier } from './job-expiry.task';
import type { JobProcessor } from './processor';

/**
 * The delayed e-mail copy of a chat message (queued with the message, run 10 minutes later): checked
 * when it fires — only a message still unread and not covered by an earlier mail of the same burst
 * gives a notification (bell and e-mail, through the outbox), and that one mail covers the burst.
 */
export class ChatMailProcessor implements JobProcessor<'chat-mail'> {
  readonly queue = 'chat-mail' as const;
  readonly concurrency = 2;
  private readonly chats: ChatRepository;

  constructor(
    db: Db,
    private readonly notifier: Pick<WorkerNotifier, 'notify'>,
  ) {
    this.chats = new ChatRepository(db);
  }

  async process(job: ChatMailJob): Promise<void> {
    await this.chats.transaction(async (tx) => {
      const burst = await this.chats.claimMailBurst(tx, job.conversationId, job.recipientId, job.messageId);
      if (!burst) return;
      await this.notifier.notify(tx, {
        userId: job.recipientId,
        type: 'chatMessage',
        params: { companyName: burst.senderName, jobTitle: burst.jobTitle, preview: burst.preview },
        link: `/messages/chat/${job.conversationId}`,
      });
    });
  }
}
