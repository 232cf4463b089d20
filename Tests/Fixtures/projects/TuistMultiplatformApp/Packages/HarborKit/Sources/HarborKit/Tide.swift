public struct Tide {
    public var height: Double
}
