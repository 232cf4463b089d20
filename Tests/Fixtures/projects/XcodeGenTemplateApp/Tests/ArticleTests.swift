import Testing

@Test func articlesHaveTitles() {}
