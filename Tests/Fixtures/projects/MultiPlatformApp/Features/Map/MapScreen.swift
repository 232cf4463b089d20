import SwiftUI

/// The map. Its share button will be an ElasticButton one day.
struct MapScreen: View {
    var body: some View { Text(Strings.title) }
}
