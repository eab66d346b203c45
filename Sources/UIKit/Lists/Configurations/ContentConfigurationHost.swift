/// A view that shows a content configuration in its content view: the one mechanism behind
/// `contentConfiguration` on collection view cells, table view cells and table header-footer
/// views.
///
/// Matches UIKit (iOS 14+): setting a configuration makes its view and puts it in the content
/// view; setting another one the view supports updates that view in place, and `nil` removes
/// it. A pending update (`setNeedsUpdateConfiguration()`) runs before the next layout: first
/// the view's `updateConfiguration(using:)`, then, when
/// `automaticallyUpdatesContentConfiguration` is on, the configuration updated for the state.
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
    return state
  }

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
