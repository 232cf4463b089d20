import SwiftUI

struct DockView: View {
    var body: some View { Text("Moored") }
}
