struct Timetable {
    var departures: [Int]
}
