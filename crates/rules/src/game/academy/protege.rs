//! The Protégé's Secrets: what a player has of the Academy beyond the base game.

use serde::{Deserialize, Serialize};

use crate::model::CharacterId;

/// Dahlgaard's Academy (004): what a player has beyond the base game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerAcademy {
    /// The Secrets on the Protégé's three spaces (indexes into the
    /// content's Secrets), top space first.
    pub secrets: [Option<u8>; crate::game::academy::PROTEGE_SECRETS],
    /// Anjali's Coin: the Apprentice carrying one of the Protégé's Secrets
    /// this turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lent: Option<(CharacterId, u8)>,
}

impl PlayerAcademy {
    /// The Secrets held, in space order.
    pub fn held(&self) -> Vec<u8> {
        self.secrets.iter().flatten().copied().collect()
    }

    /// Which of the Protégé's spaces hold a Secret.
    pub fn filled(&self) -> [bool; crate::game::academy::PROTEGE_SECRETS] {
        self.secrets.map(|s| s.is_some())
    }

    /// 004 "New character: Protegé": Action Points from the Secrets.
    pub fn protege_ap(&self, content: &crate::game::academy::AcademyContent) -> u8 {
        crate::game::academy::protege_ap(&content.protege, &self.filled())
    }

    /// 004 "New character: Protegé": the wage from the Secrets.
    pub fn protege_wage(&self, content: &crate::game::academy::AcademyContent) -> u32 {
        crate::game::academy::protege_wage(&content.protege, &self.filled())
    }
}
