import Testing

@Test func lanternStartsDark() {}
