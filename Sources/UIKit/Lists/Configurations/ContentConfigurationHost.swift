/// A view that shows a content configuration in its content view and a background
/// configuration behind it: the one mechanism behind `contentConfiguration` and
/// `backgroundConfiguration` on collection view cells, table view cells and table
/// header-footer views.
///
/// Matches UIKit (iOS 14+): setting a content configuration makes its view and puts it in the
/// content view; setting another one the view supports updates that view in place, and `nil`
/// removes it. A background configuration is shown by a view behind everything else, and
/// replaces the host's background views (see ``BackgroundConfigurationView``). A pending update
/// (`setNeedsUpdateConfiguration()`) runs before the next layout: first the view's
/// `updateConfiguration(using:)`, then, when `automaticallyUpdatesContentConfiguration` and
/// `automaticallyUpdatesBackgroundConfiguration` are on, each configuration updated for the
/// state.
@MainActor
protocol ContentConfigurationHost: UIView {
  /// The state configurations are updated for: a cell's, or a plain view's.
  associatedtype ConfigurationState: UIConfigurationState
  /// The view the configuration's view goes in.
  var contentView: UIView { get }
  /// The configuration as set, and the view showing it.
  var configuredContent: ConfiguredContent { get set }
  /// UIKit's `configurationState`.
  var configurationState: ConfigurationState { get }
  /// UIKit's `automaticallyUpdatesContentConfiguration`.
  var automaticallyUpdatesContentConfiguration: Bool { get }
  /// The background configuration as set, and the view showing it.
  var configuredBackground: ConfiguredBackground { get set }
  /// UIKit's `automaticallyUpdatesBackgroundConfiguration`.
  var automaticallyUpdatesBackgroundConfiguration: Bool { get }
  /// The state the background configuration is updated for automatically: the
  /// ``configurationState``, unless the host shows less of it (a table cell whose
  /// `selectionStyle` is `.none` shows no selection).
  var backgroundConfigurationState: ConfigurationState { get }
  /// Matches UIKit: a background configuration is mutually exclusive with the background
  /// views, which setting one resets to `nil`.
  func removeBackgroundViews()
  /// UIKit's `updateConfiguration(using:)`, which a subclass may override.
  func updateConfiguration(using state: ConfigurationState)
}

/// The content configuration a ``ContentConfigurationHost`` was given, the view showing it and
/// whether an update for a new state is pending.
@MainActor
struct ConfiguredContent {
  /// The configuration as set, before any state update.
  fileprivate(set) var configuration: (any UIContentConfiguration)?
  /// The view the configuration made, in the host's content view.
  fileprivate(set) var view: (any UIView & UIContentView)?
  fileprivate var needsUpdate = false

  /// The list content view showing the configuration, when it is one.
  var listView: UIListContentView? { view as? UIListContentView }
}

extension ContentConfigurationHost {
  var backgroundConfigurationState: ConfigurationState { configurationState }

  /// The `contentConfiguration` setter: keeps `configuration` and shows it, updated for the
  /// current state when the host updates it automatically.
  func setContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
    configuredContent.configuration = configuration
    showContent(
      configuration.map {
        automaticallyUpdatesContentConfiguration ? $0.updated(for: configurationState) : $0
      })
  }

  /// UIKit's `setNeedsUpdateConfiguration()`: the update runs before the next layout.
  func setNeedsContentConfigurationUpdate() {
    configuredContent.needsUpdate = true
    setNeedsLayout()
  }

  /// Runs a pending update, if any, and returns the state it ran for.
  @discardableResult
  func runPendingConfigurationUpdate() -> ConfigurationState? {
    guard configuredContent.needsUpdate else { return nil }
    configuredContent.needsUpdate = false
    let state = configurationState
    updateConfiguration(using: state)
    if automaticallyUpdatesContentConfiguration, let content = configuredContent.configuration {
      showContent(content.updated(for: state))
    }
    showBackground()
    return state
  }

  // MARK: Background

  /// The `backgroundConfiguration` setter: keeps `configuration` and shows it, updated for the
  /// current state when the host updates it automatically; a configuration takes the place of
  /// the background views.
  func setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
    configuredBackground.configuration = configuration
    if configuration != nil { removeBackgroundViews() }
    showBackground()
  }

  /// Shows the background configuration for the current state, or takes its view away.
  private func showBackground() {
    guard var configuration = configuredBackground.configuration else {
      configuredBackground.view?.removeFromSuperview()
      configuredBackground.view = nil
      return
    }
    if automaticallyUpdatesBackgroundConfiguration {
      configuration = configuration.updated(for: backgroundConfigurationState)
    }
    let view =
      configuredBackground.view
      ?? {
        let made = BackgroundConfigurationView()
        insertSubview(made, at: 0)
        configuredBackground.view = made
        return made
      }()
    view.show(configuration, traits: traitCollection)
    setNeedsLayout()
  }

  /// Places the background configuration's view over `bounds`, inside its insets.
  func layOutBackgroundConfiguration() {
    configuredBackground.view?.layOut(
      in: bounds, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }
}

/// The background configuration a ``ContentConfigurationHost`` was given and the view showing
/// it, made with the first configuration.
@MainActor
struct ConfiguredBackground {
  /// The configuration as set, before any state update.
  fileprivate(set) var configuration: UIBackgroundConfiguration?
  /// The view showing it, behind the host's other subviews.
  fileprivate(set) var view: BackgroundConfigurationView?
}

extension ContentConfigurationHost {

  private func showContent(_ configuration: (any UIContentConfiguration)?) {
    guard let configuration else {
      configuredContent.view?.removeFromSuperview()
      configuredContent.view = nil
      return
    }
    if let view = configuredContent.view, view.supports(configuration) {
      view.configuration = configuration
      return
    }
    configuredContent.view?.removeFromSuperview()
    let view = configuration.makeContentView()
    view.frame = contentView.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(view)
    configuredContent.view = view
    setNeedsLayout()
  }
}
