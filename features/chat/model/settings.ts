import { LICENSE_REQUIRED_MESSAGE } from '../constants';

/** How the chat window shows: the provider's three visibilities. */
export type ChatVisibility = 'hidden' | 'maximized' | 'minimized';
export const CHAT_VISIBILITIES: readonly ChatVisibility[] = ['hidden', 'maximized', 'minimized'];

/** Session variables as the provider takes them: name → string value. */
export type SessionVariables = Readonly<Record<string, string>>;

/** One session variable as a name/value pair (the provider's wire shape). */
export interface SessionVariable {
  name: string;
  value: string;
}

/** Validated live-chat settings. */
export interface ChatSettings {
  /** The provider's license number, as a numeric string ("12345678"). */
  license: string;
  /** A numeric group id ("0", "3"). */
  group?: string;
  chatBetweenGroups?: boolean;
  sessionVariables?: SessionVariables;
  customerName?: string;
  customerEmail?: string;
  visibility?: ChatVisibility;
}

/**
 * What callers pass: the license may be absent (e.g. `VITE_LIVECHAT_LICENSE` unset) and session
 * variables may come as name/value pairs. Everything is checked again at run time.
 */
export interface ChatSettingsInput extends Omit<ChatSettings, 'license' | 'sessionVariables'> {
  license?: string | undefined;
  sessionVariables?: SessionVariables | readonly SessionVariable[];
}

/** A setting that breaks the contract; `field` names it. */
export class ChatSettingsError extends Error {
  override readonly name = 'ChatSettingsError';
  constructor(
    readonly field: keyof ChatSettings | 'settings',
    message: string,
  ) {
    super(message);
  }
}

const NUMERIC = /^\d+$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(input: Record<string, unknown>, field: 'customerName' | 'customerEmail') {
  const value = input[field];
  if (value !== undefined && typeof value !== 'string') {
    throw new ChatSettingsError(field, `The ${field} property must be a string`);
  }
  return value;
}

function pairsToRecord(pairs: readonly unknown[]): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const pair of pairs) {
    if (!isRecord(pair) || typeof pair.name !== 'string') {
      throw new ChatSettingsError(
        'sessionVariables',
        'Each session variable must be a { name, value } pair with a string name',
      );
    }
    record[pair.name] = pair.value;
  }
  return record;
}

/** Checks session variables: a name → string map, or name/value pairs; returns the map. */
export function parseSessionVariables(input: unknown): SessionVariables {
  const record = Array.isArray(input) ? pairsToRecord(input) : input;
  if (!isRecord(record)) {
    throw new ChatSettingsError(
      'sessionVariables',
      'The sessionVariables property must map names to string values',
    );
  }
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(record)) {
    if (name.trim() === '') {
      throw new ChatSettingsError('sessionVariables', 'Session variable names must not be empty');
    }
    if (typeof value !== 'string') {
      throw new ChatSettingsError(
        'sessionVariables',
        `The session variable "${name}" must have a string value`,
      );
    }
    variables[name] = value;
  }
  return variables;
}

function parseLicense(value: unknown): string {
  // A license that is missing or not a string fails initialization with this message.
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ChatSettingsError('license', LICENSE_REQUIRED_MESSAGE);
  }
  const license = value.trim();
  if (!NUMERIC.test(license)) {
    throw new ChatSettingsError(
      'license',
      'The license property must be a numeric string, such as "12345678"',
    );
  }
  return license;
}

/** Validates live-chat settings at the boundary; throws a `ChatSettingsError` naming the field. */
export function parseChatSettings(input: unknown): ChatSettings {
  const raw = isRecord(input) ? input : {};
  const settings: ChatSettings = { license: parseLicense(raw.license) };
  if (raw.group !== undefined) {
    if (typeof raw.group !== 'string' || !NUMERIC.test(raw.group)) {
      throw new ChatSettingsError('group', 'The group property must be a numeric string');
    }
    settings.group = raw.group;
  }
  if (raw.chatBetweenGroups !== undefined) {
    if (typeof raw.chatBetweenGroups !== 'boolean') {
      throw new ChatSettingsError(
        'chatBetweenGroups',
        'The chatBetweenGroups property must be a boolean',
      );
    }
    settings.chatBetweenGroups = raw.chatBetweenGroups;
  }
  if (raw.sessionVariables !== undefined) {
    settings.sessionVariables = parseSessionVariables(raw.sessionVariables);
  }
  const customerName = optionalString(raw, 'customerName');
  if (customerName !== undefined) settings.customerName = customerName;
  const customerEmail = optionalString(raw, 'customerEmail');
  if (customerEmail !== undefined) settings.customerEmail = customerEmail;
  if (raw.visibility !== undefined) {
    if (!CHAT_VISIBILITIES.includes(raw.visibility as ChatVisibility)) {
      throw new ChatSettingsError(
        'visibility',
        `The visibility property must be one of ${CHAT_VISIBILITIES.join(', ')}`,
      );
    }
    settings.visibility = raw.visibility as ChatVisibility;
  }
  return settings;
}

/**
 * Whether the operator set up a chat at all: a license is given (a blank one, such as an empty
 * `VITE_LIVECHAT_LICENSE`, is none). A chat set up with wrong settings is the operator's mistake
 * and is reported; no chat at all is a choice, and nothing is reported.
 */
export function isChatConfigured(input: ChatSettingsInput | undefined): boolean {
  const license: unknown = input?.license;
  return license !== undefined && !(typeof license === 'string' && license.trim() === '');
}

export type ChatSettingsResult =
  { ok: true; settings: ChatSettings } | { ok: false; error: ChatSettingsError };

/** `parseChatSettings` as a result, for UI that shows a fallback instead of throwing. */
export function safeParseChatSettings(input: unknown): ChatSettingsResult {
  try {
    return { ok: true, settings: parseChatSettings(input) };
  } catch (error) {
    if (error instanceof ChatSettingsError) return { ok: false, error };
    throw error;
  }
}

/** Who the player is, as the chat introduces them to the agent. */
export interface ChatPlayer {
  id: string;
  name?: string | undefined;
  email?: string | undefined;
  affiliateTag?: string | undefined;
}

/** Session variable names the chat sends about the player. */
export const PLAYER_SESSION_VARIABLES = { id: 'player_id', affiliateTag: 'affiliate_tag' } as const;

/**
 * The operator's chat settings completed with the player: their name and email as the customer
 * (unless the settings name one), their id and affiliate tag as session variables (beside the
 * operator's own). Nothing is validated here: `parseChatSettings` checks the result.
 */
export function withPlayer(
  settings: ChatSettingsInput | undefined,
  player: ChatPlayer | undefined,
): ChatSettingsInput | undefined {
  if (settings === undefined || player === undefined) return settings;
  const own: unknown = settings.sessionVariables;
  let ownRecord: Record<string, unknown> = {};
  if (Array.isArray(own)) {
    try {
      ownRecord = pairsToRecord(own);
    } catch {
      return settings; // malformed: left for parseChatSettings to report
    }
  } else if (isRecord(own)) {
    ownRecord = own;
  } else if (own !== undefined) {
    return settings;
  }
  const sessionVariables: Record<string, unknown> = {
    [PLAYER_SESSION_VARIABLES.id]: player.id,
    ...(player.affiliateTag
      ? { [PLAYER_SESSION_VARIABLES.affiliateTag]: player.affiliateTag }
      : {}),
  };
  return {
    ...settings,
    customerName: settings.customerName ?? player.name,
    customerEmail: settings.customerEmail ?? player.email,
    // Checked by parseChatSettings like any other input.
    sessionVariables: { ...sessionVariables, ...ownRecord } as SessionVariables,
  };
}
