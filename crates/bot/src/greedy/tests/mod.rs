//! Tests of the greedy bot's decisions in chosen positions: `academy`, its
//! Academy decisions.

mod academy;
