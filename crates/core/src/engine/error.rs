//! The error every notation parser returns: a message a person can read.

use std::fmt;

/// Text that could not be read as the notation asked for, with the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError(pub String);

impl ParseError {
    /// An error with this message.
    pub fn new(message: impl Into<String>) -> ParseError {
        ParseError(message.into())
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParseError {}
