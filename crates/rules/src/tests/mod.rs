//! Test support shared by the unit tests of every module, and the tests
//! that span the whole engine.

pub(crate) mod fixture;
mod fold;
