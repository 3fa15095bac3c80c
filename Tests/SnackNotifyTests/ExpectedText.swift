/// Texts the built binary must print word for word.
enum ExpectedText {}
