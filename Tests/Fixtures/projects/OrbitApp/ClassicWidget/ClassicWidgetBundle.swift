import SwiftUI
import WidgetKit

@main
struct ClassicWidgetBundle: WidgetBundle {
    var body: some Widget {
        ClassicWidget()
    }
}
