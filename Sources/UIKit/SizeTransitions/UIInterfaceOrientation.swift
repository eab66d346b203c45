/// The orientation of the interface, as `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
  /// Not known; treated as portrait.
  case unknown = 0
  /// Upright, the home indicator at the bottom.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// Matches UIKit: landscape with the home indicator on the left; the device is turned to
  /// `.landscapeRight`.
  case landscapeLeft = 4
  /// Matches UIKit: landscape with the home indicator on the right; the device is turned to
  /// `.landscapeLeft`.
  case landscapeRight = 3

  /// Whether the orientation is either portrait one.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the orientation is either landscape one.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// The matching bit of `UIInterfaceOrientationMask`.
  var mask: UIInterfaceOrientationMask {
    switch self {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeLeft: .landscapeLeft
    case .landscapeRight: .landscapeRight
    case .unknown: []
    }
  }

  /// Quarter turns from portrait, for hosts that step through orientations.
  package var quarterTurnsFromPortrait: Int { quarterTurns }

  /// The orientation `turns` quarter turns from portrait.
  package init(quarterTurnsFromPortrait turns: Int) {
    self = [.portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight][((turns % 4) + 4) % 4]
  }

  /// Quarter turns clockwise from portrait, as the content is drawn.
  var quarterTurns: Int {
    switch self {
    case .portrait, .unknown: 0
    case .landscapeLeft: 1
    case .portraitUpsideDown: 2
    case .landscapeRight: 3
    }
  }

  /// The device orientation that shows this interface orientation. Matches UIKit: the two
  /// landscapes are named after opposite sides.
  var deviceOrientation: UIDeviceOrientation {
    switch self {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeLeft: .landscapeRight
    case .landscapeRight: .landscapeLeft
    case .unknown: .unknown
    }
  }
}

/// A set of interface orientations, as `UIInterfaceOrientationMask`.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  /// The orientation bits, with UIKit's values.
  public let rawValue: UInt
  /// Makes a mask from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Portrait.
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  /// Landscape left.
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  /// Landscape right.
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  /// Portrait upside down.
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  /// Both landscapes.
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// Every orientation.
  public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
  /// Every orientation but upside down.
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

/// The physical orientation of the (simulated) device, as `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
  /// Not known.
  case unknown = 0
  /// Upright.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// Turned so the home button side is on the right: the interface is `.landscapeRight`.
  case landscapeLeft = 3
  /// Turned so the home button side is on the left: the interface is `.landscapeLeft`.
  case landscapeRight = 4
  /// Lying face up; never reported here.
  case faceUp = 5
  /// Lying face down; never reported here.
  case faceDown = 6

  /// Whether the orientation is either portrait one.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the orientation is either landscape one.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Matches UIKit: whether the device lies face up or face down, where the interface keeps
  /// the orientation it had.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Matches UIKit: whether the interface can take this orientation: any portrait or landscape
  /// one, but not flat or unknown.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
