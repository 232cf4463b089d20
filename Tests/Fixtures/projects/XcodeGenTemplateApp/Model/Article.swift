struct Article {
    var title: String
}
