struct Departure {
    var minutes: Int
}
