extension UISheetPresentationController {
  /// A height at which a sheet rests, as UIKit's `UISheetPresentationController.Detent`.
  ///
  /// Matches UIKit (iOS 15+, custom detents iOS 16+): `.large()` is the full height,
  /// `.medium()` about half of it, and `.custom(identifier:resolver:)` whatever its resolver
  /// returns for the container (heights exclude the bottom safe area, as UIKit's do; `nil`
  /// leaves the detent out).
  @preconcurrency @MainActor
  public final class Detent: NSObject {
    /// Matches UIKit: the name a detent is selected by.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      /// The identifier's name.
      public let rawValue: String
      /// Makes an identifier from its name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Matches UIKit: the identifier of ``Detent/medium()``.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// Matches UIKit: the identifier of ``Detent/large()``.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }

    /// Matches UIKit: the detent's identifier.
    public let identifier: Identifier
    private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    private init(
      identifier: Identifier,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
      super.init()
    }

    /// Matches UIKit: the sheet at its full height.
    public static func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }

    /// Matches UIKit: the sheet at about half its full height.
    public static func medium() -> Detent {
      Detent(identifier: .medium) { ($0.maximumDetentValue * 0.5).rounded() }
    }

    /// Matches UIKit (iOS 16+): a detent whose height `resolver` computes from the container;
    /// without an identifier, a unique one is made.
    public static func custom(
      identifier: Identifier? = nil,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString), resolver: resolver)
    }

    /// Matches UIKit (iOS 16+): the detent's height in `context`, or `nil` if it is inactive.
    /// Values are clamped to the container's maximum; NaN and negative heights count as
    /// inactive.
    public func resolvedValue(
      in context: any UISheetPresentationControllerDetentResolutionContext
    ) -> CGFloat? {
      guard let value = resolver(context), value.isFinite, value >= 0 else { return nil }
      return min(value, context.maximumDetentValue)
    }

    /// The detent's description, with its identifier.
    public override var description: String { "<Detent: \(identifier.rawValue)>" }
  }
}

/// What a custom detent's resolver knows about the sheet's container, as UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
  /// The container's traits.
  var containerTraitCollection: UITraitCollection { get }
  /// The largest height a detent can have: the large detent's.
  var maximumDetentValue: CGFloat { get }
}

/// The resolution context of one layout of a sheet.
@MainActor
final class SheetDetentContext: UISheetPresentationControllerDetentResolutionContext {
  let containerTraitCollection: UITraitCollection
  let maximumDetentValue: CGFloat

  init(traits: UITraitCollection, maximum: CGFloat) {
    containerTraitCollection = traits
    maximumDetentValue = maximum
  }
}
