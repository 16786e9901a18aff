import * as v from 'valibot';

/**
 * What a page learns when it starts, from `/config.json` beside its html: which API answers
 * (the in-page mock, or the server the page came from) and where each remote's manifest is.
 * Served by whatever serves the page, so both can change without a rebuild.
 */
export const RuntimeConfigSchema = v.object({
  api: v.picklist(['mock', 'server']),
  remotes: v.record(v.string(), v.string()),
});

export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

export const runtimeConfigPath = '/config.json';
