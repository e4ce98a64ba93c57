import type {MermaidConfig} from 'mermaid';

/**
 * How every diagram is drawn: the Mermaid configuration of each colour mode.
 * scripts/draw-diagrams.ts draws with these, and a drawing's key includes them
 * (src/diagrams/key.ts), so changing anything here makes every stored drawing
 * out of date until `npm run draw-diagrams` draws them again.
 */
export const COLOUR_MODES = ['light', 'dark'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];

/**
 * Layout shared by both modes. Mermaid's spacing is generous and it never wraps
 * a sequence message; tighter spacing and wrapped messages keep diagrams
 * narrower at a legible size.
 */
const LAYOUT: MermaidConfig = {
  sequence: {wrap: true, actorMargin: 30, messageMargin: 30},
  flowchart: {nodeSpacing: 30, rankSpacing: 40, wrappingWidth: 160},
  // Drawn at their natural size: the page's CSS scales them (src/diagrams/Diagram).
  // The font the pages fall back to on every platform, so labels fit their boxes.
  fontFamily: 'arial, sans-serif',
};

/**
 * Colours, chosen for WCAG AA against the page (white in light mode,
 * Infima's #1b1b1d in dark mode): text at least 4.5:1 against whatever it sits
 * on, lines and shapes' borders at least 3:1. Mermaid's own dark theme drew
 * edge labels #cccccc on #585858 (4.43:1), and note text #b8b6b6 on #474949 (4.49:1).
 */
const THEMES: Record<ColourMode, MermaidConfig> = {
  light: {
    theme: 'neutral',
    themeVariables: {
      background: '#ffffff',
      lineColor: '#595959',
      textColor: '#1c1e21',
      primaryTextColor: '#1c1e21',
      edgeLabelBackground: '#ffffff',
    },
  },
  dark: {
    theme: 'dark',
    themeVariables: {
      darkMode: true,
      background: '#1b1b1d',
      lineColor: '#a8a8a8',
      textColor: '#e3e3e3',
      primaryTextColor: '#e3e3e3',
      edgeLabelBackground: '#1b1b1d',
      // Mermaid's dark theme drew a sequence note's text #b8b6b6 on its #474949 note (4.49:1).
      noteTextColor: '#e3e3e3',
    },
  },
};

export function mermaidConfig(mode: ColourMode): MermaidConfig {
  return {...LAYOUT, ...THEMES[mode], startOnLoad: false};
}

/** Options for the live preview of `npm start` (@docusaurus/theme-mermaid picks the theme of each mode itself). */
export const livePreviewOptions: MermaidConfig = LAYOUT;
