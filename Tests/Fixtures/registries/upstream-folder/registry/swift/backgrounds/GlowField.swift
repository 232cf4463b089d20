// swiftpieces:
// title: Glow Field
// description: A soft glow drawn by a Metal shader that leans with the device, with a sink button to pause it.
// category: backgrounds
// minIOSVersion: "17.0"
// version: "1.1.0"
// tags: [background, shader, metal, glow]
// shaders: [GlowField.metal]
// registryDependencies: [SinkButton]
// spmDependencies: [{url: "https://github.com/example-org/TiltKit", from: "2.1.0", product: TiltKit}]
// infoPlist: {NSMotionUsageDescription: "The glow leans as you tilt the phone."}
// requiredCapabilities: [Background Modes]
// pro: glow-screen
// added: "2026-11-02"

import SwiftUI

/// A glow that fills its frame. Copy `GlowField.metal` next to this file.
///
/// - Parameters:
///   - intensity: How bright the glow is, 0 to 1.
public struct GlowField: View {
    private let intensity: Double

    public init(intensity: Double = 0.6) {
        self.intensity = intensity
    }

    public var body: some View {
        Rectangle()
            .fill(.black)
            .colorEffect(ShaderLibrary.glowField(.float(Float(intensity))))
    }
}
