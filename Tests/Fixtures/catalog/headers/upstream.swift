// swiftpieces:
// title: Tap Button
// description: A button that springs back.
// category: buttons
// minIOSVersion: "17.0"
// version: "1.0.0"

import SwiftUI
