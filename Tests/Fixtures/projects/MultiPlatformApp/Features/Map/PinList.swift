import SwiftUI

struct PinList: View {
    var body: some View { List { Text("ElasticButton") } }
}
