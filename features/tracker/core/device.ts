import type { DeviceKind } from '../types';

/** Device types (as ua-parser-js 1.x names them) that are sent as `device: 'mobile'`. */
export const MOBILE_DEVICE_TYPES: ReadonlySet<string> = new Set(['mobile', 'tablet']);

/**
 * The `device` field of an event.
 *
 * Rule: `'mobile'` for phones AND tablets (ua-parser-js `getDevice().type` is `'mobile'` or
 * `'tablet'`); `'web'` for everything else, including desktops (no type), smart TVs, consoles,
 * wearables and embedded devices.
 *
 * @param deviceType - The parsed device type, `undefined` for a desktop browser.
 */
export function deviceKind(deviceType: string | undefined): DeviceKind {
  return deviceType !== undefined && MOBILE_DEVICE_TYPES.has(deviceType) ? 'mobile' : 'web';
}
