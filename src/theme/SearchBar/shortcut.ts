/**
 * The search shortcut, a keymap such as `mod+k` (the theme's
 * `searchBarShortcutKeymap`: `mod` is ⌘ on a Mac and Ctrl elsewhere), read as
 * the theme reads it (client/utils/keymap in 0.52.1, MIT, by EasyOps).
 */
const isMac = () => typeof navigator !== 'undefined' && /mac/i.test(navigator.userAgent);

interface Keymap {
  key: string;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

function parse(keymap: string, mac: boolean): Keymap {
  const parsed: Keymap = {key: '', ctrl: false, meta: false, alt: false, shift: false};
  for (const part of keymap
    .toLowerCase()
    .split('+')
    .map((p) => p.trim())) {
    if (part === 'mod') parsed[mac ? 'meta' : 'ctrl'] = true;
    else if (part === 'cmd') parsed.meta = true;
    else if (part === 'ctrl' || part === 'alt' || part === 'shift') parsed[part] = true;
    else parsed.key = part;
  }
  return parsed;
}

export function isShortcut(event: KeyboardEvent, keymap: string): boolean {
  const {key, ctrl, meta, alt, shift} = parse(keymap, isMac());
  return (
    event.key.toLowerCase() === key && event.ctrlKey === ctrl && event.metaKey === meta && event.altKey === alt && event.shiftKey === shift
  );
}

/** The keys to show beside the box: `ctrl` `K`, or `⌘` `K` on a Mac. */
export function shortcutHints(keymap: string, mac = isMac()): string[] {
  const {key, ctrl, meta, alt, shift} = parse(keymap, mac);
  return [
    ...(ctrl ? ['ctrl'] : []),
    ...(meta ? [mac ? '⌘' : 'cmd'] : []),
    ...(alt ? [mac ? '⌥' : 'alt'] : []),
    ...(shift ? [mac ? '⇧' : 'shift'] : []),
    ...(key ? [key.toUpperCase()] : []),
  ];
}
