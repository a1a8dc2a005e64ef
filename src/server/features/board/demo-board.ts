/** The demo seed's project board: a few columns and cards of the platform team (SEED_DEMO). */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { rankBetween } from '../../../shared/rank.js';

const DAY = 86_400_000;
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

export async function seedDemoBoard(app: FastifyInstance, adminId: string | null): Promise<void> {
  const columns: { name: string; cards: { title: string; description?: string; due?: number; labels: string[] }[] }[] =
    [
      {
        name: 'To do',
        cards: [
          {
            title: 'Add Oregon requirements',
            description: 'Hours, night hours and permit age from the Oregon DMV handbook.',
            due: 14,
            labels: ['content'],
          },
          { title: 'Review Haitian Creole exam questions', labels: ['translations'] },
        ],
      },
      {
        name: 'In progress',
        cards: [
          {
            title: 'Renew the certificate signing key',
            description: 'Rotate the key and keep the old public key published.',
            due: -2,
            labels: ['security', 'ops'],
          },
        ],
      },
      { name: 'Done', cards: [{ title: 'Publish the state comparison page', labels: ['content'] }] },
    ];
  let columnRank: string | null = null;
  for (const column of columns) {
    columnRank = rankBetween(columnRank, null);
    const columnId = crypto.randomUUID();
    await app.db.insertInto('boardColumn').values({ id: columnId, name: column.name, rank: columnRank }).execute();
    let cardRank: string | null = null;
    for (const [i, card] of column.cards.entries()) {
      cardRank = rankBetween(cardRank, null);
      await app.db
        .insertInto('boardCard')
        .values({
          id: crypto.randomUUID(),
          columnId,
          title: card.title,
          description: card.description ?? '',
          assigneeId: i === 0 ? adminId : null,
          dueOn: card.due === undefined ? null : dayFromToday(card.due),
          labels: JSON.stringify(card.labels),
          rank: cardRank,
          createdBy: adminId,
          updatedBy: adminId,
        })
        .execute();
    }
  }
}
