// A conversation between the demo client and the demo supplier about the
// supplier's pending application (seeded by awards-seed.ts), approved by the client, with a few
// messages, the last one still unread by the client. Idempotent: skipped once the conversation exists.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@fachwerk/shared/contracts';
import { applications, chatMessages, chatReads, conversations, jobs, users, type Db } from '@fachwerk/server/db';

const MESSAGES: { from: 'client' | 'supplier'; body: string; minutesAgo: number }[] = [
  { from: 'client', body: 'Guten Tag, danke für Ihr Angebot. Könnten Ihre Mitarbeiter auch schon einen Tag früher anfangen?', minutesAgo: 180 },
  { from: 'supplier', body: 'Guten Tag, ja, ein früherer Start ist möglich. Wir bringen das Werkzeug selbst mit.', minutesAgo: 150 },
  { from: 'client', body: 'Sehr gut. Bitte melden Sie sich am ersten Tag um 7 Uhr beim Bauleiter vor Ort.', minutesAgo: 120 },
  { from: 'supplier', body: 'Machen wir. Gibt es auf der Baustelle einen Parkplatz für unseren Transporter?', minutesAgo: 30 },
];

export async function seedChat(db: Db): Promise<string> {
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_ACCOUNTS.client, DEMO_ACCOUNTS.supplier]));
  const clientId = accounts.find((a) => a.email === DEMO_ACCOUNTS.client)?.id;
  const supplierId = accounts.find((a) => a.email === DEMO_ACCOUNTS.supplier)?.id;
  if (!clientId || !supplierId) return 'chat skipped (no demo client or supplier)';

  const [application] = await db
    .select({ jobId: applications.jobId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.supplierId, supplierId), eq(jobs.clientId, clientId), eq(applications.status, 'pending')))
    .orderBy(asc(applications.createdAt))
    .limit(1);
  if (!application) return 'chat skipped (no pending application of the demo supplier)';

  return db.transaction(async (tx) => {
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
    const [conversation] = await tx
      .insert(conversations)
      .values({
        jobId: application.jobId,
        clientId,
        supplierId,
        status: 'approved',
        requestedBy: supplierId,
        approvedAt: at(200),
        createdAt: at(210),
        updatedAt: at(MESSAGES.at(-1)!.minutesAgo),
      })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    if (!conversation) return 'chat already seeded';
    let lastId = 0;
    let clientReadUpTo = 0;
    for (const [index, message] of MESSAGES.entries()) {
      const [row] = await tx
        .insert(chatMessages)
        .values({
          conversationId: conversation.id,
          senderId: message.from === 'client' ? clientId : supplierId,
          clientMessageId: `seed-${index + 1}`,
          body: message.body,
          createdAt: at(message.minutesAgo),
        })
        .returning({ id: chatMessages.id });
      lastId = row!.id;
      if (index < MESSAGES.length - 1) clientReadUpTo = lastId;
    }
    await tx
      .update(conversations)
      .set({ lastMessageId: lastId, lastMessageAt: at(MESSAGES.at(-1)!.minutesAgo) })
      .where(eq(conversations.id, conversation.id));
    await tx.insert(chatReads).values([
      // the supplier read everything; the client not yet the last message
      { conversationId: conversation.id, userId: supplierId, lastReadMessageId: lastId, mailedThroughId: lastId },
      { conversationId: conversation.id, userId: clientId, lastReadMessageId: clientReadUpTo, mailedThroughId: lastId },
    ]);
    return `a conversation with ${MESSAGES.length} messages`;
  });
}
