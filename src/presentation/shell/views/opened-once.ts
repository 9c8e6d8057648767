import { useState } from 'react';

/**
 * True from the first render where `open` is true on: a panel loaded lazily is mounted when it is first
 * opened and stays mounted, so it can play its closing animation and keep its state.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
