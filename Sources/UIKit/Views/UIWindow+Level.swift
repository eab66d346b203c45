extension UIWindow {
  /// Where a window sits among the app's windows, as `UIWindow.Level`, with UIKit's values.
  public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
    /// The level's value: higher is in front.
    public let rawValue: CGFloat
    /// Makes a level from its value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Makes a level from its value, as `UIWindow.Level(1)` or `.normal + 1` in UIKit code.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// Matches UIKit: 0, the level of app windows.
    public static let normal = Level(0)
    /// Matches UIKit: 1000, the status bar's level; the simulated status bar is drawn there.
    public static let statusBar = Level(1000)
    /// Matches UIKit: 2000, the level of alerts, over the status bar.
    public static let alert = Level(2000)

    /// Orders levels by value.
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A level above (or below) another, as `.normal + 1`.
    public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
    /// A level below another, as `.alert - 1`.
    public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
  }
}

extension UIApplication {
  /// The window a press at `location` (in `window`'s coordinates, the host's window) lands in,
  /// with the location in that window's coordinates: the frontmost visible window whose views
  /// take the press, as UIKit hit-tests windows from the highest level down; `window` when
  /// none does.
  func targetWindow(at location: CGPoint, from window: UIWindow) -> (UIWindow, CGPoint) {
    let stack = windows
    // One window, the usual case: no second hit test per press.
    guard stack.count > 1 else { return (window, location) }
    for candidate in stack.reversed() {
      let local = Self.location(location, from: window, to: candidate)
      if candidate.hitTest(local, with: nil) != nil { return (candidate, local) }
    }
    return (window, location)
  }

  /// A point in `window`'s coordinates in `other`'s, through the screen both are placed on.
  static func location(_ location: CGPoint, from window: UIWindow, to other: UIWindow) -> CGPoint {
    guard window !== other else { return location }
    return CGPoint(
      x: location.x + window.frame.minX - other.frame.minX,
      y: location.y + window.frame.minY - other.frame.minY)
  }

  /// What the screen shows: every visible window's display list, back to front by level, with
  /// `chromeWindow`'s status bar and home indicator at the status bar's level. A host with more
  /// than one window visible draws this.
  package func screenDisplayList(chromeOf chromeWindow: UIWindow) -> DisplayList {
    var items: [DisplayItem] = []
    var chromeDrawn = false
    for window in windows {
      if !chromeDrawn && window.windowLevel >= .statusBar {
        items += chromeWindow.systemChromeDisplayList.items
        chromeDrawn = true
      }
      let list = window.currentDisplayList
      let origin = window.frame.origin
      items += origin == .zero ? list.items : Self.items(of: list, movedTo: origin)
    }
    if !chromeDrawn { items += chromeWindow.systemChromeDisplayList.items }
    return DisplayList(items: items)
  }

  /// A window's items placed at its origin on the screen. Transforms do not nest in a display
  /// list (each carries the full mapping), so one wrapping transform would be lost inside any
  /// transform or composited layer of the window's own: each of those takes the offset instead,
  /// and the items drawn outside them are moved.
  private static func items(of list: DisplayList, movedTo origin: CGPoint) -> [DisplayItem] {
    let offset = CGAffineTransform(translationX: origin.x, y: origin.y)
    var transformed = false
    return list.items.map { item in
      switch item {
      case .pushTransform(let transform):
        transformed = true
        return .pushTransform(transform.concatenating(offset))
      case .popTransform:
        transformed = false
        return item
      case .layer(var layer):
        layer.transform = layer.transform.concatenating(offset)
        return .layer(layer)
      default:
        return transformed ? item : item.offsetBy(dx: origin.x, dy: origin.y)
      }
    }
  }
}
