//! Questions a player asks without playing: what commands would do
//! (`preview`), and why the rules refuse what the seat may not do now
//! (`why_not`). Both read the game and change nothing.

use std::panic::AssertUnwindSafe;

use super::actor::GameActor;
use crate::engine::{Command, Seat, Viewer};
use crate::error::Error;
use crate::protocol::{PreviewResult, Refusal, ServerMessage, MAX_PREVIEWS};
use crate::sockets::Member;

impl GameActor {
    /// The seat a preview or why-not is asked for: a current player's only.
    fn previewing_seat(&self, member: Member) -> Result<Seat, Error> {
        let Viewer::Seat(seat) = member.viewer else {
            return Err(Error::Forbidden("spectators have no moves to preview"));
        };
        self.seats.check(member)?;
        if !self.started {
            return Err(Error::Conflict("the game has not started yet".into()));
        }
        Ok(seat)
    }

    pub(super) fn preview(
        &self,
        member: Member,
        request_id: String,
        commands: &[Command],
    ) -> Result<ServerMessage, Error> {
        let seat = self.previewing_seat(member)?;
        if commands.len() > MAX_PREVIEWS {
            return Err(Error::BadRequest(format!(
                "at most {MAX_PREVIEWS} commands per preview, not {}",
                commands.len()
            )));
        }
        let names = self.seats.names(&self.config);
        let results = commands
            .iter()
            .map(|command| self.preview_one(seat, command, &names))
            .collect::<Result<Vec<_>, Error>>()?;
        Ok(ServerMessage::Preview {
            request_id,
            version: self.version(),
            results,
        })
    }

    fn preview_one(
        &self,
        seat: Seat,
        command: &Command,
        names: &[String],
    ) -> Result<PreviewResult, Error> {
        // A panic in the rules (a bug) refuses the preview, like a command.
        let attempt =
            std::panic::catch_unwind(AssertUnwindSafe(|| self.game.preview(seat, command)));
        let outcome = attempt
            .map_err(|_| Error::Internal(format!("the rules panicked previewing {command:?}")))?;
        Ok(match outcome {
            Ok(p) => PreviewResult {
                command: command.clone(),
                refused: None,
                lines: p
                    .events
                    .iter()
                    .map(|e| e.words(names, self.game.academy_content()))
                    .collect(),
                coins: p.coins,
                fame: p.fame,
                shards: p.shards,
                ap_left: p.ap_left,
                wages_due: p.wages_due,
                then: p.then.map(|h| h.words()),
                warnings: p.warnings.iter().map(|w| w.words()).collect(),
            },
            Err(e) => PreviewResult {
                command: command.clone(),
                refused: Some(e.words()),
                lines: Vec::new(),
                coins: 0,
                fame: 0,
                shards: 0,
                ap_left: None,
                wages_due: 0,
                then: None,
                warnings: Vec::new(),
            },
        })
    }

    pub(super) fn why_not(
        &self,
        member: Member,
        request_id: String,
    ) -> Result<ServerMessage, Error> {
        let seat = self.previewing_seat(member)?;
        let refusals = std::panic::catch_unwind(AssertUnwindSafe(|| self.game.refusals(seat)))
            .map_err(|_| Error::Internal("the rules panicked listing refusals".into()))?
            .into_iter()
            .map(|r| Refusal {
                command: r.command,
                reason: r.reason.words(),
            })
            .collect();
        Ok(ServerMessage::WhyNot {
            request_id,
            version: self.version(),
            refusals,
        })
    }
}
