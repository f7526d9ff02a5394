// The table's visual language: one SVG sprite, drawn for this project, with an
// icon per Component, resource, Trick category, Character and Location.
// `<IconSprite/>` is mounted once; `<Icon n="wood"/>` draws one by reference.
import type { JSX } from "preact";
import { fmtNumber, t } from "./i18n";

const COG_TEETH = [0, 45, 90, 135, 180, 225, 270, 315];

const SYMBOLS: Record<string, JSX.Element> = {
  // Resources
  coin: (
    <>
      <circle cx="12" cy="12" r="10" fill="#e7b941" stroke="#8f6a10" stroke-width="1.5" />
      <circle cx="12" cy="12" r="6.2" fill="none" stroke="#8f6a10" stroke-width="1.2" />
      <path d="M10.4 9.2h3.2M10.4 14.8h3.2M12 8v8" stroke="#8f6a10" stroke-width="1.2" />
    </>
  ),
  fame: <path d="M12 2.2l2.9 6.2 6.7.8-5 4.6 1.4 6.7L12 17.1l-6 3.4 1.4-6.7-5-4.6 6.7-.8z" fill="#f2c230" stroke="#9b7400" stroke-width="1.2" stroke-linejoin="round" />,
  shard: (
    <>
      <path d="M12 1.8l6.5 7.4L12 22.2 5.5 9.2z" fill="#9c5fc2" stroke="#4e2a66" stroke-width="1.2" stroke-linejoin="round" />
      <path d="M5.5 9.2h13M12 1.8L9.4 9.2 12 22.2l2.6-13z" fill="none" stroke="#e0c6ef" stroke-width="0.8" />
    </>
  ),
  ap: <path d="M13.5 1.5L4 13.8h6.6l-1.6 8.7 10-12.6h-6.8z" fill="#2f8fd8" stroke="#134e7c" stroke-width="1.2" stroke-linejoin="round" />,
  // Components
  wood: (
    <>
      <rect x="2.5" y="8" width="16" height="8.5" rx="2.5" fill="#b27a44" stroke="#5f3b17" stroke-width="1.2" />
      <ellipse cx="18.5" cy="12.25" rx="3" ry="4.25" fill="#e2b27c" stroke="#5f3b17" stroke-width="1.2" />
      <ellipse cx="18.5" cy="12.25" rx="1.2" ry="1.8" fill="none" stroke="#8c5a2b" stroke-width="0.8" />
      <path d="M5 11h8M7 14h7" stroke="#7a4c22" stroke-width="0.8" />
    </>
  ),
  metal: (
    <>
      <path d="M3.5 17.5l3.2-8h10.6l3.2 8z" fill="#aab3bc" stroke="#4f575f" stroke-width="1.2" stroke-linejoin="round" />
      <path d="M6.7 9.5l1.6 3.6h7.4l1.6-3.6M8.3 13.1L6.5 17.5M15.7 13.1l1.8 4.4" fill="none" stroke="#e9edf1" stroke-width="0.9" />
    </>
  ),
  glass: (
    <>
      <rect x="5" y="2.5" width="14" height="19" rx="1.5" fill="#d4eef9" stroke="#3d8db5" stroke-width="1.2" />
      <path d="M8 9l4.5-3.5M8 14.5l8-6.5M11 18l5-4" stroke="#fff" stroke-width="1.4" stroke-linecap="round" />
    </>
  ),
  fabric: (
    <>
      <path d="M3 4.5h18l-1.8 14.5c-2.2-1.8-4.2.2-7.2-1.7-3 1.9-5-.1-7.2 1.7z" fill="#d34a5c" stroke="#71182a" stroke-width="1.2" stroke-linejoin="round" />
      <path d="M8 4.5l-1 12.5M16 4.5l1 12.5M12 4.5v12.8" stroke="#8e2336" stroke-width="0.8" />
    </>
  ),
  rope: (
    <>
      <circle cx="12" cy="12" r="8.3" fill="none" stroke="#c59a5b" stroke-width="3.2" />
      <circle cx="12" cy="12" r="4.2" fill="none" stroke="#c59a5b" stroke-width="2.6" />
      <path d="M12 3.7c2 0 3.5.8 4.6 2M4 12c0-2 .8-3.5 2-4.6" fill="none" stroke="#7c5a28" stroke-width="0.8" />
      <path d="M19.5 16l2.5 4" stroke="#c59a5b" stroke-width="2.4" stroke-linecap="round" />
    </>
  ),
  petroleum: (
    <>
      <path d="M12 2c4.2 6.2 7 9.3 7 13.2a7 7 0 0 1-14 0C5 11.3 7.8 8.2 12 2z" fill="#2a2a33" stroke="#000" stroke-width="1.2" />
      <path d="M8.6 15a3.4 3.4 0 0 0 3.4 3.4" fill="none" stroke="#9a9aab" stroke-width="1.3" stroke-linecap="round" />
    </>
  ),
  saw: (
    <>
      <path d="M2.5 16.5L15 7.6l2.4 3.3L5 19.8z" fill="#ccd2d8" stroke="#4f575f" stroke-width="1.1" stroke-linejoin="round" />
      <path d="M5 19.8l.2-1.7 1.4.6.2-1.7 1.4.6.2-1.7 1.4.6.2-1.7 1.4.6.2-1.7 1.4.6" fill="none" stroke="#4f575f" stroke-width="0.8" />
      <rect x="15.2" y="3" width="6" height="7" rx="1.6" transform="rotate(-35 18.2 6.5)" fill="#8c5a2b" stroke="#4a2c10" stroke-width="1.1" />
    </>
  ),
  animal: (
    <>
      <ellipse cx="8.8" cy="6.5" rx="2" ry="5" fill="#fff" stroke="#555" stroke-width="1.1" transform="rotate(-10 8.8 6.5)" />
      <ellipse cx="15.2" cy="6.5" rx="2" ry="5" fill="#fff" stroke="#555" stroke-width="1.1" transform="rotate(10 15.2 6.5)" />
      <ellipse cx="12" cy="15.3" rx="6.5" ry="5.8" fill="#fff" stroke="#555" stroke-width="1.2" />
      <circle cx="9.8" cy="14.3" r="0.95" fill="#333" />
      <circle cx="14.2" cy="14.3" r="0.95" fill="#333" />
      <path d="M11.2 16.8h1.6l-.8.9z" fill="#e58fa0" />
    </>
  ),
  padlock: (
    <>
      <path d="M8 10.5V7.3a4 4 0 0 1 8 0v3.2" fill="none" stroke="#6b6f74" stroke-width="2.2" />
      <rect x="4.5" y="10.2" width="15" height="11" rx="2" fill="#d6a21c" stroke="#6e5000" stroke-width="1.2" />
      <circle cx="12" cy="15" r="1.6" fill="#6e5000" />
      <path d="M12 16v2.6" stroke="#6e5000" stroke-width="1.4" />
    </>
  ),
  mirror: (
    <>
      <path d="M12 15.5v6" stroke="#8a6a36" stroke-width="3" stroke-linecap="round" />
      <ellipse cx="12" cy="8.8" rx="6.3" ry="7" fill="#e3f1f8" stroke="#8a6a36" stroke-width="2" />
      <path d="M9 6.5l2.5-2M9 10l5-4" stroke="#fff" stroke-width="1.3" stroke-linecap="round" />
    </>
  ),
  disguise: (
    <>
      <path d="M2.5 8.2c3-2.2 6.4-2.2 9.5 0 3.1-2.2 6.5-2.2 9.5 0 0 6.3-3 9.3-6.2 9.3-2.1 0-3.3-2-3.3-2s-1.2 2-3.3 2c-3.2 0-6.2-3-6.2-9.3z" fill="#6e3a8c" stroke="#34173f" stroke-width="1.2" stroke-linejoin="round" />
      <ellipse cx="7.8" cy="11.2" rx="2.2" ry="1.4" fill="#fff" />
      <ellipse cx="16.2" cy="11.2" rx="2.2" ry="1.4" fill="#fff" />
    </>
  ),
  cog: (
    <>
      <g fill="#7f8c8d" stroke="#40484a" stroke-width="0.9">
        {COG_TEETH.map((a) => (
          <rect x="10.4" y="1.8" width="3.2" height="4.4" rx="0.6" transform={`rotate(${a} 12 12)`} />
        ))}
        <circle cx="12" cy="12" r="6.6" />
      </g>
      <circle cx="12" cy="12" r="2.6" fill="#fdfaf3" stroke="#40484a" stroke-width="0.9" />
    </>
  ),
  // Trick categories
  escape: (
    <>
      <circle cx="8" cy="12" r="5" fill="none" stroke="#9b3b2c" stroke-width="2.6" />
      <circle cx="16" cy="12" r="5" fill="none" stroke="#9b3b2c" stroke-width="2.6" />
    </>
  ),
  spiritual: (
    <>
      <circle cx="12" cy="10" r="7.3" fill="#c9b3e6" stroke="#573c85" stroke-width="1.3" />
      <path d="M8.8 7.5a4 4 0 0 1 3.2-1.8" fill="none" stroke="#fff" stroke-width="1.4" stroke-linecap="round" />
      <path d="M6 21.5h12l-2.2-3.6H8.2z" fill="#6b4a2a" stroke="#3b2612" stroke-width="1" stroke-linejoin="round" />
    </>
  ),
  mechanical: (
    <path d="M14.6 2.6a5.2 5.2 0 0 0-4.9 7.1L2.8 16.6l2.9 2.9 6.9-6.9a5.2 5.2 0 0 0 7.1-4.9l-3.2 1.2-2.3-2.3z" fill="#4f8a8b" stroke="#1f4546" stroke-width="1.2" stroke-linejoin="round" />
  ),
  optical: (
    <>
      <path d="M1.8 12s4-7 10.2-7 10.2 7 10.2 7-4 7-10.2 7S1.8 12 1.8 12z" fill="#fff" stroke="#2f6b3c" stroke-width="1.4" />
      <circle cx="12" cy="12" r="3.8" fill="#3d8a4f" />
      <circle cx="13.2" cy="10.8" r="1.1" fill="#fff" />
    </>
  ),
  // Characters
  magician: (
    <>
      <rect x="7" y="3.5" width="10" height="12" rx="1" fill="#222" />
      <rect x="7" y="12" width="10" height="2.2" fill="#b3263a" />
      <rect x="2.8" y="15.3" width="18.4" height="3.2" rx="1.6" fill="#222" />
    </>
  ),
  engineer: (
    <>
      <path d="M4 20.5l9.2-9.2" stroke="#7a4c22" stroke-width="2.8" stroke-linecap="round" />
      <path d="M11.4 6.2l4.4-4 6 6-4 4.4z" fill="#5d666e" stroke="#2d3236" stroke-width="1.1" stroke-linejoin="round" />
    </>
  ),
  manager: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" fill="#7b5230" stroke="#3e2712" stroke-width="1.2" />
      <path d="M9 7V4.8h6V7" fill="none" stroke="#3e2712" stroke-width="1.5" />
      <path d="M3 12.5h18" stroke="#3e2712" stroke-width="1" />
      <rect x="10.6" y="11.3" width="2.8" height="2.6" rx="0.5" fill="#e0b84c" />
    </>
  ),
  assistant: (
    <>
      <path d="M2.5 6.8l8.3 5.2-8.3 5.2zM21.5 6.8L13.2 12l8.3 5.2z" fill="#b3263a" stroke="#5e1020" stroke-width="1.1" stroke-linejoin="round" />
      <circle cx="12" cy="12" r="2.3" fill="#5e1020" />
    </>
  ),
  apprentice: (
    <>
      <circle cx="12" cy="7" r="3.8" fill="#6d5a46" />
      <path d="M4.8 21c0-5 3.2-8.2 7.2-8.2s7.2 3.2 7.2 8.2z" fill="#6d5a46" />
    </>
  ),
  // Locations (Assignment cards)
  downtown: (
    <>
      <path d="M3 11L12 3.5 21 11" fill="none" stroke="#5b4632" stroke-width="1.8" stroke-linejoin="round" />
      <rect x="5.5" y="10.5" width="13" height="10" fill="#c9a27a" stroke="#5b4632" stroke-width="1.2" />
      <rect x="10.2" y="14.5" width="3.6" height="6" fill="#5b4632" />
    </>
  ),
  market_row: (
    <>
      <path d="M3 9l2-5h14l2 5z" fill="#d34a5c" stroke="#71182a" stroke-width="1.1" stroke-linejoin="round" />
      <path d="M7 4l-1 5M12 4v5M17 4l1 5" stroke="#fff" stroke-width="1.2" />
      <rect x="4.5" y="9" width="15" height="11" fill="#e8d3ae" stroke="#6b5330" stroke-width="1.1" />
      <rect x="7" y="13" width="10" height="3" fill="#b27a44" />
    </>
  ),
  workshop: (
    <>
      <rect x="3" y="14" width="18" height="3" rx="0.8" fill="#8c5a2b" stroke="#4a2c10" />
      <path d="M6 17v4M18 17v4" stroke="#4a2c10" stroke-width="1.8" />
      <path d="M9 12.5l6-6" stroke="#7a4c22" stroke-width="2.3" stroke-linecap="round" />
      <path d="M13.4 4.5l2.9-2.4 3.6 3.6-2.4 2.9z" fill="#5d666e" stroke="#2d3236" stroke-width="0.9" />
    </>
  ),
  theater: (
    <>
      <path d="M2.5 4h10v7c0 3.3-2.3 6-5 6s-5-2.7-5-6z" fill="#f2d36b" stroke="#7a5d00" stroke-width="1.1" />
      <path d="M5 8.5h1.6M8.4 8.5H10M5.2 12.5c1.6 1.4 3.2 1.4 4.8 0" fill="none" stroke="#7a5d00" stroke-width="1.1" stroke-linecap="round" />
      <path d="M11.5 8h10v7c0 3.3-2.3 6-5 6s-5-2.7-5-6z" fill="#9db7e0" stroke="#2d4f85" stroke-width="1.1" />
      <path d="M14 12.5h1.6M17.4 12.5H19M14.2 17.8c1.6-1.4 3.2-1.4 4.8 0" fill="none" stroke="#2d4f85" stroke-width="1.1" stroke-linecap="round" />
    </>
  ),
  dark_alley: (
    <>
      <path d="M12 2.5v2.5" stroke="#333" stroke-width="1.6" />
      <path d="M8 7h8l-1 2H9z" fill="#333" />
      <path d="M8.8 9h6.4l.9 9H7.9z" fill="#f7c948" stroke="#333" stroke-width="1.3" stroke-linejoin="round" />
      <path d="M7 18h10v2.5H7z" fill="#333" />
    </>
  ),
  // The Protégé (Dahlgaard's Academy): a student's cap.
  protege: (
    <>
      <path d="M2.5 9L12 5l9.5 4-9.5 4z" fill="#2d3f6b" stroke="#1b2745" stroke-width="1" stroke-linejoin="round" />
      <path d="M6.5 11v4.2c0 1.5 2.5 2.8 5.5 2.8s5.5-1.3 5.5-2.8V11L12 13.4z" fill="#4a5f8f" />
      <path d="M19.5 10v5" stroke="#c9a227" stroke-width="1.3" />
      <circle cx="19.5" cy="15.8" r="1" fill="#c9a227" />
    </>
  ),
  academy: (
    <>
      <path d="M3 9L12 3.5 21 9z" fill="#8fa7d6" stroke="#2d3f6b" stroke-width="1.2" stroke-linejoin="round" />
      <path d="M5.5 10v7.5M9.8 10v7.5M14.2 10v7.5M18.5 10v7.5" stroke="#2d3f6b" stroke-width="1.8" />
      <path d="M3.5 18.5h17v2h-17z" fill="#2d3f6b" />
    </>
  ),
  // Marks
  link: <circle cx="12" cy="12" r="6.5" fill="#fff" stroke="#555" stroke-width="2" />,
  shardlink: (
    <>
      <circle cx="12" cy="12" r="6.5" fill="#efe2f6" stroke="#6b3a8a" stroke-width="2" />
      <path d="M12 7.5l2.6 3-2.6 6-2.6-6z" fill="#9c5fc2" />
    </>
  ),
  marker: <path d="M12 2.5l9 16.5H3z" fill="currentColor" stroke="#222" stroke-width="1.2" stroke-linejoin="round" />,
  poster: (
    <>
      <rect x="5" y="2.5" width="14" height="19" rx="1" fill="#f4e3bd" stroke="#6b5330" stroke-width="1.2" />
      <path d="M8 7h8M8 10h8M8 13h5" stroke="#b3263a" stroke-width="1.4" />
      <path d="M12 16.2l1 2 2.2.3-1.6 1.5.4 2.2-2-1-2 1 .4-2.2-1.6-1.5 2.2-.3z" fill="#e7b941" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" fill="#fff" stroke="#444" stroke-width="1.6" />
      <path d="M12 6.5V12l3.6 2.2" fill="none" stroke="#444" stroke-width="1.6" stroke-linecap="round" />
    </>
  ),
  warning: (
    <>
      <path d="M12 2.8l10 17.4H2z" fill="#f5b700" stroke="#6b5000" stroke-width="1.3" stroke-linejoin="round" />
      <path d="M12 9v5.2" stroke="#3b2c00" stroke-width="2" stroke-linecap="round" />
      <circle cx="12" cy="17.2" r="1.2" fill="#3b2c00" />
    </>
  ),
  trophy: (
    <>
      <path d="M7 3h10v5a5 5 0 0 1-10 0z" fill="#e7b941" stroke="#8f6a10" stroke-width="1.2" />
      <path d="M7 5H3.5c0 3 1.5 4.5 4 4.8M17 5h3.5c0 3-1.5 4.5-4 4.8" fill="none" stroke="#8f6a10" stroke-width="1.3" />
      <path d="M10.5 13h3v4h-3z" fill="#e7b941" />
      <rect x="7" y="17" width="10" height="3.5" rx="0.8" fill="#6b4a2a" />
    </>
  ),
};

export type IconName = keyof typeof SYMBOLS;

/** Every symbol's name (its hover title and spoken name) and what it means,
 * in the order the Rules drawer's legend lists them; `group` is a key (its
 * heading in words: `legendGroupName`). */
export const LEGEND: Record<string, { name: string; means: string; group: string }> = {
  coin: {
    get name() {
      return t("ui-icon-coin");
    },
    get means() {
      return t("ui-icon-coin-means");
    },
    group: "Resources",
  },
  fame: {
    get name() {
      return t("ui-icon-fame");
    },
    get means() {
      return t("ui-icon-fame-means");
    },
    group: "Resources",
  },
  shard: {
    get name() {
      return t("ui-icon-shard");
    },
    get means() {
      return t("ui-icon-shard-means");
    },
    group: "Resources",
  },
  ap: {
    get name() {
      return t("ui-icon-ap");
    },
    get means() {
      return t("ui-icon-ap-means");
    },
    group: "Resources",
  },
  wood: {
    get name() {
      return t("ui-icon-wood");
    },
    get means() {
      return t("ui-icon-wood-means");
    },
    group: "Components",
  },
  metal: {
    get name() {
      return t("ui-icon-metal");
    },
    get means() {
      return t("ui-icon-metal-means");
    },
    group: "Components",
  },
  glass: {
    get name() {
      return t("ui-icon-glass");
    },
    get means() {
      return t("ui-icon-glass-means");
    },
    group: "Components",
  },
  fabric: {
    get name() {
      return t("ui-icon-fabric");
    },
    get means() {
      return t("ui-icon-fabric-means");
    },
    group: "Components",
  },
  rope: {
    get name() {
      return t("ui-icon-rope");
    },
    get means() {
      return t("ui-icon-rope-means");
    },
    group: "Components",
  },
  petroleum: {
    get name() {
      return t("ui-icon-petroleum");
    },
    get means() {
      return t("ui-icon-petroleum-means");
    },
    group: "Components",
  },
  saw: {
    get name() {
      return t("ui-icon-saw");
    },
    get means() {
      return t("ui-icon-saw-means");
    },
    group: "Components",
  },
  animal: {
    get name() {
      return t("ui-icon-animal");
    },
    get means() {
      return t("ui-icon-animal-means");
    },
    group: "Components",
  },
  padlock: {
    get name() {
      return t("ui-icon-padlock");
    },
    get means() {
      return t("ui-icon-padlock-means");
    },
    group: "Components",
  },
  mirror: {
    get name() {
      return t("ui-icon-mirror");
    },
    get means() {
      return t("ui-icon-mirror-means");
    },
    group: "Components",
  },
  disguise: {
    get name() {
      return t("ui-icon-disguise");
    },
    get means() {
      return t("ui-icon-disguise-means");
    },
    group: "Components",
  },
  cog: {
    get name() {
      return t("ui-icon-cog");
    },
    get means() {
      return t("ui-icon-cog-means");
    },
    group: "Components",
  },
  escape: {
    get name() {
      return t("ui-icon-escape");
    },
    get means() {
      return t("ui-icon-escape-means");
    },
    group: "Trick categories",
  },
  spiritual: {
    get name() {
      return t("ui-icon-spiritual");
    },
    get means() {
      return t("ui-icon-spiritual-means");
    },
    group: "Trick categories",
  },
  mechanical: {
    get name() {
      return t("ui-icon-mechanical");
    },
    get means() {
      return t("ui-icon-mechanical-means");
    },
    group: "Trick categories",
  },
  optical: {
    get name() {
      return t("ui-icon-optical");
    },
    get means() {
      return t("ui-icon-optical-means");
    },
    group: "Trick categories",
  },
  magician: {
    get name() {
      return t("ui-icon-magician");
    },
    get means() {
      return t("ui-icon-magician-means");
    },
    group: "Characters",
  },
  engineer: {
    get name() {
      return t("ui-icon-engineer");
    },
    get means() {
      return t("ui-icon-engineer-means");
    },
    group: "Characters",
  },
  manager: {
    get name() {
      return t("ui-icon-manager");
    },
    get means() {
      return t("ui-icon-manager-means");
    },
    group: "Characters",
  },
  assistant: {
    get name() {
      return t("ui-icon-assistant");
    },
    get means() {
      return t("ui-icon-assistant-means");
    },
    group: "Characters",
  },
  apprentice: {
    get name() {
      return t("ui-icon-apprentice");
    },
    get means() {
      return t("ui-icon-apprentice-means");
    },
    group: "Characters",
  },
  protege: {
    get name() {
      return t("ui-icon-protege");
    },
    get means() {
      return t("ui-icon-protege-means");
    },
    group: "Characters",
  },
  downtown: {
    get name() {
      return t("ui-icon-downtown");
    },
    get means() {
      return t("ui-icon-downtown-means");
    },
    group: "Locations",
  },
  market_row: {
    get name() {
      return t("ui-icon-market-row");
    },
    get means() {
      return t("ui-icon-market-row-means");
    },
    group: "Locations",
  },
  workshop: {
    get name() {
      return t("ui-icon-workshop");
    },
    get means() {
      return t("ui-icon-workshop-means");
    },
    group: "Locations",
  },
  theater: {
    get name() {
      return t("ui-icon-theater");
    },
    get means() {
      return t("ui-icon-theater-means");
    },
    group: "Locations",
  },
  dark_alley: {
    get name() {
      return t("ui-icon-dark-alley");
    },
    get means() {
      return t("ui-icon-dark-alley-means");
    },
    group: "Locations",
  },
  academy: {
    get name() {
      return t("ui-icon-academy");
    },
    get means() {
      return t("ui-icon-academy-means");
    },
    group: "Locations",
  },
  marker: {
    get name() {
      return t("ui-icon-marker");
    },
    get means() {
      return t("ui-icon-marker-means");
    },
    group: "Marks",
  },
  link: {
    get name() {
      return t("ui-icon-link");
    },
    get means() {
      return t("ui-icon-link-means");
    },
    group: "Marks",
  },
  shardlink: {
    get name() {
      return t("ui-icon-shardlink");
    },
    get means() {
      return t("ui-icon-shardlink-means");
    },
    group: "Marks",
  },
  poster: {
    get name() {
      return t("ui-icon-poster");
    },
    get means() {
      return t("ui-icon-poster-means");
    },
    group: "Marks",
  },
  clock: {
    get name() {
      return t("ui-icon-clock");
    },
    get means() {
      return t("ui-icon-clock-means");
    },
    group: "Marks",
  },
  warning: {
    get name() {
      return t("ui-icon-warning");
    },
    get means() {
      return t("ui-icon-warning-means");
    },
    group: "Marks",
  },
  trophy: {
    get name() {
      return t("ui-icon-trophy");
    },
    get means() {
      return t("ui-icon-trophy-means");
    },
    group: "Marks",
  },
};

/** The legend's group headings by group key. */
const LEGEND_GROUP_IDS: Record<string, string> = {
  "Resources": "ui-icon-group-resources",
  "Components": "ui-icon-group-components",
  "Trick categories": "ui-icon-group-trick-categories",
  "Characters": "ui-icon-group-characters",
  "Locations": "ui-icon-group-locations",
  "Marks": "ui-icon-group-marks",
};
export function legendGroupName(group: string): string {
  return LEGEND_GROUP_IDS[group] ? t(LEGEND_GROUP_IDS[group]) : group;
}

/** A symbol's name in words ("Wood"); the id itself for an unknown one. */
export function iconName(n: string): string {
  return LEGEND[n]?.name ?? n;
}

/** The ids of every symbol the sprite draws. */
export const ICON_IDS: string[] = Object.keys(SYMBOLS);

/** The sprite: mount once per page. */
export function IconSprite() {
  return (
    <svg class="sprite" aria-hidden="true" width="0" height="0" style={{ position: "absolute" }}>
      {Object.entries(SYMBOLS).map(([id, body]) => (
        <symbol id={`i-${id}`} viewBox="0 0 24 24">
          {body}
        </symbol>
      ))}
    </svg>
  );
}

/** One icon; decorative unless given a label (then it is read out). Its name
 * shows on hover either way; inside an element with its own title the icon
 * lets that fuller title show instead (styles.css `[title] .icon`). */
export function Icon(props: { n: string; label?: string; class?: string }) {
  return (
    <svg class={`icon ${props.class ?? ""}`} viewBox="0 0 24 24" role={props.label ? "img" : undefined} aria-label={props.label} aria-hidden={props.label ? undefined : true}>
      <title>{props.label ?? iconName(props.n)}</title>
      <use href={`#i-${props.n}`} />
    </svg>
  );
}

/** An amount with its icon, e.g. 3 Coins: "3 (coin)". */
export function Amount(props: { n: number; icon: string; label: string; signed?: boolean }) {
  const text = props.signed && props.n > 0 ? `+${fmtNumber(props.n)}` : fmtNumber(props.n);
  return (
    <span class={`amount amount-${props.icon}`} title={props.label} aria-label={props.label}>
      <span class="num" aria-hidden="true">
        {text}
      </span>
      <Icon n={props.icon} />
    </span>
  );
}
