// The objects a build supplies for the identifiers in a file that name no real object.

/// Stands for the First Responder placeholder: actions sent to it travel the responder chain.
@MainActor
final class FirstResponderPlaceholder {
  static let shared = FirstResponderPlaceholder()
}

/// Stands for a scene's Exit: the destination of its unwind segues.
@MainActor
final class ExitPlaceholder {
  static let shared = ExitPlaceholder()
}

/// Stands for an old `topLayoutGuide` or `bottomLayoutGuide` (`<viewControllerLayoutGuide>`):
/// constraints to it are made against the edge of the safe area of the view that holds them
/// (the controller's root view, where Xcode keeps them).
@MainActor
final class LegacyLayoutGuide {
  enum Edge {
    case top
    case bottom
  }

  let edge: Edge

  init(edge: Edge) {
    self.edge = edge
  }
}

/// Stands for a layout guide that is not provided here (a scroll view's content or frame
/// guide, the keyboard guide): constraints to it are skipped with a warning naming it.
@MainActor
final class UnsupportedLayoutGuide {
  let name: String

  init(name: String) {
    self.name = name
  }
}
