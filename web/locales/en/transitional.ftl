# Lines not yet told by message: their English text as it is.
text = { $text }
