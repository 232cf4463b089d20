// pieces:
// title: Tilt Slider
// description: A slider that tilts toward the finger; for testing the parameter table.
// category: controls
// minIOS: "17.0"
/then run `pieces sync`.
// pieces-motion: 2.1.0 (core, velocity, momentum) sha256:e7182b1d959f1d3f

/// The namespace; pieces build one with their Reduce Motion setting.
private struct PieceMotion {
    var reduceMotion: Bool
}

private extension PieceMotion {
    /// Finger speed 
/e: What the slider sets, shown above it
///     and read by VoiceOver.
///   - value: The value, kept within `range`.
//e parameter table.
// category: controls
// minIOS: "17.0"/ category: demo
// minIOS: 
// version: "1."17.0.00"
/"