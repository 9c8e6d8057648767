import { useEffect, useState, type ComponentType } from 'react';

type IconOf = ComponentType<{ name: string | null; fontSize: 'small' | 'inherit' }>;

let loaded: IconOf | null = null;
let loading: Promise<IconOf> | undefined;
function loadIconSet(): Promise<IconOf> {
  loading ??= import('./menu-icon-set').then(
    (m) => (loaded = m.default),
    (error: unknown) => {
      loading = undefined; // a failed download is tried again by the next icon
      throw error;
    },
  );
  return loading;
}

/**
 * The icon of a module or sub-group by its name ('Badge'). The icon set is its own chunk, requested
 * when the first icon mounts and never waited for: the entries' text shows at once, each icon in an
 * empty box of its final size until the set arrives (no layout shift, no delayed menu).
 */
export function MenuIcon({
  name,
  fontSize = 'small',
}: {
  name: string | null;
  fontSize?: 'small' | 'inherit';
}) {
  const [Icon, setIcon] = useState<IconOf | null>(() => loaded);
  useEffect(() => {
    if (Icon) return;
    let live = true;
    loadIconSet().then(
      (icon) => live && setIcon(() => icon),
      () => undefined, // the empty box stays
    );
    return () => {
      live = false;
    };
  }, [Icon]);
  return Icon ? <Icon name={name} fontSize={fontSize} /> : <IconBox fontSize={fontSize} />;
}

/** The room an SvgIcon takes (1em square; 'small' is 1.25rem), empty. */
function IconBox({ fontSize }: { fontSize: 'small' | 'inherit' }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        flexShrink: 0,
        width: '1em',
        height: '1em',
        fontSize: fontSize === 'small' ? '1.25rem' : 'inherit',
      }}
    />
  );
}
