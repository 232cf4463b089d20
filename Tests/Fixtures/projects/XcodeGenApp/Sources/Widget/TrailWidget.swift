import WidgetKit

enum TrailWidget {}
