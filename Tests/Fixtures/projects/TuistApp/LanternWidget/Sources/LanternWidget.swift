import SwiftUI

struct LanternWidgetView: View {
    var body: some View { Text("Glow") }
}
