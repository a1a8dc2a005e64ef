import { z } from 'zod';

export const pageViewBody = z.object({
  path: z.string().min(1).max(500).startsWith('/'),
  referrer: z.string().max(500).optional(),
  language: z.string().max(10).optional(),
});
