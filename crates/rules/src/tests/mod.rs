//! Test support shared by the unit tests of every module.

pub(crate) mod fixture;
