import type { LayoutApplier } from '../../application/layout/ports';
import type { LayoutConfig } from '../../domain/layout/layout-config';

/**
 * Applies the configuration to the document: the scale as the root font size in pixels (every rem of
 * the interface follows it) and the theme's name and colour scheme on the root element, so that
 * native controls and scrollbars match and the current theme can be read from the page.
 * The MUI theme itself is swapped by the shell in the same render (no stylesheet to download).
 */
export class DocumentLayoutApplier implements LayoutApplier {
  constructor(private readonly document: Document) {}

  apply(config: LayoutConfig): void {
    const root = this.document.documentElement;
    root.style.fontSize = `${config.scale}px`;
    root.style.colorScheme = config.colorScheme;
    root.dataset.theme = config.theme;
    root.dataset.colorScheme = config.colorScheme;
  }
}
