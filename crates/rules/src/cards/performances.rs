//! The 28 Performance cards: theater tier, slot grid (x right, y down), Link circles
//! (with Shard circles marked) and the Performer's card bonus.
//!
//! Generated once from the printed card facts; edit by hand from now on.

use super::{Dir, LinkCircle, PerformanceCard, PerformanceSlot, TheaterTier, Yield};

/// Every Performance card, indexed by `PerformanceId`.
pub static PERFORMANCES: [PerformanceCard; 28] = [
    PerformanceCard {
        tier: TheaterTier::Riverside,
        slots: &[
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Down,
                    shard: true,
                }],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: true,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 2,
                links: &[LinkCircle {
                    dir: Dir::Up,
                    shard: false,
                }],
            },
        ],
        bonus: Yield {
            fame: 0,
            coins: 0,
            shards: 1,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::Riverside,
        slots: &[
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Down,
                    shard: false,
                }],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Right,
                        shard: true,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[LinkCircle {
                    dir: Dir::Left,
                    shard: true,
                }],
            },
        ],
        bonus: Yield {
            fame: 1,
            coins: 1,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::Riverside,
        slots: &[
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Down,
                    shard: false,
                }],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Right,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Left,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: true,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 2,
                links: &[LinkCircle {
                    dir: Dir::Up,
                    shard: true,
                }],
            },
        ],
        bonus: Yield {
            fame: 1,
            coins: 0,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::Riverside,
        slots: &[
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Right,
                    shard: true,
                }],
            },
            PerformanceSlot {
                x: 1,
                y: 0,
                links: &[
                    LinkCircle {
                        dir: Dir::Left,
                        shard: true,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 2,
                links: &[LinkCircle {
                    dir: Dir::Up,
                    shard: false,
                }],
            },
        ],
        bonus: Yield {
            fame: 1,
            coins: 0,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::Riverside,
        slots: &[
            PerformanceSlot {
                x: 1,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Down,
                    shard: false,
                }],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 2,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Left,
                        shard: true,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 2,
                links: &[LinkCircle {
                    dir: Dir::Right,
                    shard: true,
                }],
            },
        ],
        bonus: Yield {
            fame: 1,
            coins: 0,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::Riverside,
        slots: &[
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Down,
                    shard: false,
                }],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: true,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 2,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: true,
                    },
                    LinkCircle {
                        dir: Dir::Right,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 2,
                links: &[LinkCircle {
                    dir: Dir::Left,
                    shard: false,
                }],
            },
        ],
        bonus: Yield {
            fame: 0,
            coins: 1,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::Riverside,
        slots: &[
            PerformanceSlot {
                x: 1,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Left,
                    shard: false,
                }],
            },
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[
                    LinkCircle {
                        dir: Dir::Right,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: true,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: true,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 2,
                links: &[LinkCircle {
                    dir: Dir::Up,
                    shard: false,
                }],
            },
        ],
        bonus: Yield {
            fame: 0,
            coins: 1,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::Riverside,
        slots: &[
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Down,
                    shard: false,
                }],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Right,
                        shard: true,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 2,
                links: &[LinkCircle {
                    dir: Dir::Up,
                    shard: false,
                }],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[LinkCircle {
                    dir: Dir::Left,
                    shard: true,
                }],
            },
        ],
        bonus: Yield {
            fame: 1,
            coins: 1,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::Riverside,
        slots: &[
            PerformanceSlot {
                x: 1,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Down,
                    shard: true,
                }],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: true,
                    },
                    LinkCircle {
                        dir: Dir::Left,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Right,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 2,
                links: &[LinkCircle {
                    dir: Dir::Up,
                    shard: false,
                }],
            },
        ],
        bonus: Yield {
            fame: 0,
            coins: 1,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::Riverside,
        slots: &[
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Right,
                    shard: false,
                }],
            },
            PerformanceSlot {
                x: 1,
                y: 0,
                links: &[
                    LinkCircle {
                        dir: Dir::Left,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: true,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[LinkCircle {
                    dir: Dir::Up,
                    shard: true,
                }],
            },
        ],
        bonus: Yield {
            fame: 2,
            coins: 0,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::Riverside,
        slots: &[
            PerformanceSlot {
                x: 1,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Left,
                    shard: true,
                }],
            },
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[
                    LinkCircle {
                        dir: Dir::Right,
                        shard: true,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[LinkCircle {
                    dir: Dir::Up,
                    shard: false,
                }],
            },
        ],
        bonus: Yield {
            fame: 0,
            coins: 2,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::Riverside,
        slots: &[
            PerformanceSlot {
                x: 1,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Down,
                    shard: true,
                }],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: true,
                    },
                    LinkCircle {
                        dir: Dir::Left,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[LinkCircle {
                    dir: Dir::Right,
                    shard: false,
                }],
            },
        ],
        bonus: Yield {
            fame: 0,
            coins: 0,
            shards: 1,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::GrandMagorian,
        slots: &[
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Right,
                    shard: false,
                }],
            },
            PerformanceSlot {
                x: 1,
                y: 0,
                links: &[
                    LinkCircle {
                        dir: Dir::Left,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Left,
                        shard: true,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Right,
                        shard: true,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 2,
                links: &[LinkCircle {
                    dir: Dir::Up,
                    shard: false,
                }],
            },
        ],
        bonus: Yield {
            fame: 2,
            coins: 0,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::GrandMagorian,
        slots: &[
            PerformanceSlot {
                x: 0,
                y: 2,
                links: &[LinkCircle {
                    dir: Dir::Up,
                    shard: true,
                }],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Down,
                        shard: true,
                    },
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Right,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 0,
                links: &[
                    LinkCircle {
                        dir: Dir::Left,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[LinkCircle {
                    dir: Dir::Up,
                    shard: false,
                }],
            },
        ],
        bonus: Yield {
            fame: 2,
            coins: 0,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::GrandMagorian,
        slots: &[
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Down,
                    shard: true,
                }],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: true,
                    },
                    LinkCircle {
                        dir: Dir::Right,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Left,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 2,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Left,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 2,
                links: &[LinkCircle {
                    dir: Dir::Right,
                    shard: false,
                }],
            },
        ],
        bonus: Yield {
            fame: 0,
            coins: 3,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::GrandMagorian,
        slots: &[
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Down,
                    shard: true,
                }],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: true,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 2,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Right,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 2,
                links: &[
                    LinkCircle {
                        dir: Dir::Left,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[LinkCircle {
                    dir: Dir::Down,
                    shard: false,
                }],
            },
        ],
        bonus: Yield {
            fame: 0,
            coins: 3,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::GrandMagorian,
        slots: &[
            PerformanceSlot {
                x: 1,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Left,
                    shard: true,
                }],
            },
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[
                    LinkCircle {
                        dir: Dir::Right,
                        shard: true,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Right,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[LinkCircle {
                    dir: Dir::Left,
                    shard: false,
                }],
            },
        ],
        bonus: Yield {
            fame: 2,
            coins: 1,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::GrandMagorian,
        slots: &[
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Right,
                    shard: false,
                }],
            },
            PerformanceSlot {
                x: 1,
                y: 0,
                links: &[
                    LinkCircle {
                        dir: Dir::Left,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Left,
                        shard: true,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[LinkCircle {
                    dir: Dir::Right,
                    shard: true,
                }],
            },
        ],
        bonus: Yield {
            fame: 2,
            coins: 1,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::GrandMagorian,
        slots: &[
            PerformanceSlot {
                x: 1,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Down,
                    shard: true,
                }],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: true,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Left,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 2,
                links: &[LinkCircle {
                    dir: Dir::Up,
                    shard: false,
                }],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[LinkCircle {
                    dir: Dir::Right,
                    shard: false,
                }],
            },
        ],
        bonus: Yield {
            fame: 1,
            coins: 0,
            shards: 1,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::GrandMagorian,
        slots: &[
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Down,
                    shard: false,
                }],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Right,
                        shard: true,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 2,
                links: &[LinkCircle {
                    dir: Dir::Up,
                    shard: false,
                }],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[LinkCircle {
                    dir: Dir::Left,
                    shard: true,
                }],
            },
        ],
        bonus: Yield {
            fame: 3,
            coins: 0,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::MagnusPantheon,
        slots: &[
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Right,
                    shard: false,
                }],
            },
            PerformanceSlot {
                x: 1,
                y: 0,
                links: &[
                    LinkCircle {
                        dir: Dir::Left,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: true,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: true,
                    },
                    LinkCircle {
                        dir: Dir::Left,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Right,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 2,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Right,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 2,
                links: &[LinkCircle {
                    dir: Dir::Left,
                    shard: false,
                }],
            },
        ],
        bonus: Yield {
            fame: 3,
            coins: 0,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::MagnusPantheon,
        slots: &[
            PerformanceSlot {
                x: 1,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Left,
                    shard: false,
                }],
            },
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[
                    LinkCircle {
                        dir: Dir::Right,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Right,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Left,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 2,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Left,
                        shard: true,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 2,
                links: &[LinkCircle {
                    dir: Dir::Right,
                    shard: true,
                }],
            },
        ],
        bonus: Yield {
            fame: 3,
            coins: 0,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::MagnusPantheon,
        slots: &[
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Down,
                    shard: false,
                }],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 2,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Right,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 2,
                links: &[
                    LinkCircle {
                        dir: Dir::Left,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Up,
                        shard: true,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Down,
                        shard: true,
                    },
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Down,
                    shard: false,
                }],
            },
        ],
        bonus: Yield {
            fame: 0,
            coins: 5,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::MagnusPantheon,
        slots: &[
            PerformanceSlot {
                x: 0,
                y: 2,
                links: &[LinkCircle {
                    dir: Dir::Up,
                    shard: false,
                }],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Up,
                        shard: true,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[
                    LinkCircle {
                        dir: Dir::Down,
                        shard: true,
                    },
                    LinkCircle {
                        dir: Dir::Right,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 0,
                links: &[
                    LinkCircle {
                        dir: Dir::Left,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 2,
                links: &[LinkCircle {
                    dir: Dir::Up,
                    shard: false,
                }],
            },
        ],
        bonus: Yield {
            fame: 0,
            coins: 5,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::MagnusPantheon,
        slots: &[
            PerformanceSlot {
                x: 0,
                y: 2,
                links: &[LinkCircle {
                    dir: Dir::Up,
                    shard: true,
                }],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Down,
                        shard: true,
                    },
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Right,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 0,
                links: &[
                    LinkCircle {
                        dir: Dir::Left,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[LinkCircle {
                    dir: Dir::Up,
                    shard: false,
                }],
            },
        ],
        bonus: Yield {
            fame: 2,
            coins: 2,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::MagnusPantheon,
        slots: &[
            PerformanceSlot {
                x: 1,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Left,
                    shard: true,
                }],
            },
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[
                    LinkCircle {
                        dir: Dir::Right,
                        shard: true,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Right,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Left,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 2,
                links: &[LinkCircle {
                    dir: Dir::Up,
                    shard: false,
                }],
            },
        ],
        bonus: Yield {
            fame: 2,
            coins: 0,
            shards: 1,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::MagnusPantheon,
        slots: &[
            PerformanceSlot {
                x: 1,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Down,
                    shard: false,
                }],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Left,
                        shard: true,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 2,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Left,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 2,
                links: &[LinkCircle {
                    dir: Dir::Right,
                    shard: false,
                }],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[LinkCircle {
                    dir: Dir::Right,
                    shard: true,
                }],
            },
        ],
        bonus: Yield {
            fame: 4,
            coins: 0,
            shards: 0,
        },
        gray: &[],
    },
    PerformanceCard {
        tier: TheaterTier::MagnusPantheon,
        slots: &[
            PerformanceSlot {
                x: 0,
                y: 0,
                links: &[LinkCircle {
                    dir: Dir::Down,
                    shard: false,
                }],
            },
            PerformanceSlot {
                x: 0,
                y: 1,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: false,
                    },
                    LinkCircle {
                        dir: Dir::Down,
                        shard: true,
                    },
                    LinkCircle {
                        dir: Dir::Right,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 0,
                y: 2,
                links: &[
                    LinkCircle {
                        dir: Dir::Up,
                        shard: true,
                    },
                    LinkCircle {
                        dir: Dir::Right,
                        shard: false,
                    },
                ],
            },
            PerformanceSlot {
                x: 1,
                y: 2,
                links: &[LinkCircle {
                    dir: Dir::Left,
                    shard: false,
                }],
            },
            PerformanceSlot {
                x: 1,
                y: 1,
                links: &[LinkCircle {
                    dir: Dir::Left,
                    shard: false,
                }],
            },
        ],
        bonus: Yield {
            fame: 0,
            coins: 0,
            shards: 2,
        },
        gray: &[],
    },
];
