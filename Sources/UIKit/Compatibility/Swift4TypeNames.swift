// The type names that Swift 4.2 nested in their classes (`NSLayoutAttribute` became
// `NSLayoutConstraint.Attribute`), as container libraries written before then still spell them.
// Apple's SDK offers them to Swift 4 code only; here they compile in every language mode, with a
// deprecation warning that names the new spelling, as the Swift 4 method names do
// (UIViewController+Deprecated.swift). port-from-ios leaves them: they need no Objective-C.

/// The Swift 4 name of ``NSLayoutConstraint/Attribute``: warns, and is the same type.
@available(*, deprecated, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute

/// The Swift 4 name of ``NSLayoutConstraint/Relation``: warns, and is the same type.
@available(*, deprecated, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation

/// The Swift 4 name of ``NSLayoutConstraint/FormatOptions``: warns, and is the same type.
@available(*, deprecated, renamed: "NSLayoutConstraint.FormatOptions")
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions

/// The Swift 4 name of ``NSLayoutConstraint/Axis``: warns, and is the same type.
@available(*, deprecated, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis

/// The Swift 4 name of ``UIStackView/Distribution``: warns, and is the same type.
@available(*, deprecated, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution

/// The Swift 4 name of ``UIStackView/Alignment``: warns, and is the same type.
@available(*, deprecated, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment

/// The Swift 4 name of ``UIGestureRecognizer/State``: warns, and is the same type.
@available(*, deprecated, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State

/// The Swift 4 name of ``UIControl/Event``: warns, and is the same type.
@available(*, deprecated, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

/// The Swift 4 name of ``UIControl/State``: warns, and is the same type.
@available(*, deprecated, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

/// The Swift 4 name of ``UIButton/ButtonType``: warns, and is the same type.
@available(*, deprecated, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType

/// The Swift 4 name of ``UIBarButtonItem/SystemItem``: warns, and is the same type.
@available(*, deprecated, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem

/// The Swift 4 name of ``UIBarButtonItem/Style``: warns, and is the same type.
@available(*, deprecated, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style

/// The Swift 4 name of ``UIView/AnimationOptions``: warns, and is the same type.
@available(*, deprecated, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions

/// The Swift 4 name of ``UIView/AnimationCurve``: warns, and is the same type.
@available(*, deprecated, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve

/// The Swift 4 name of ``UIView/ContentMode``: warns, and is the same type.
@available(*, deprecated, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode

/// The Swift 4 name of ``UIView/AutoresizingMask``: warns, and is the same type.
@available(*, deprecated, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask

/// The Swift 4 name of ``UIPageViewController/NavigationDirection``: warns, and is the same type.
@available(*, deprecated, renamed: "UIPageViewController.NavigationDirection")
public typealias UIPageViewControllerNavigationDirection = UIPageViewController.NavigationDirection

/// The Swift 4 name of ``UIPageViewController/NavigationOrientation``: warns, and is the same type.
@available(*, deprecated, renamed: "UIPageViewController.NavigationOrientation")
public typealias UIPageViewControllerNavigationOrientation = UIPageViewController
  .NavigationOrientation

/// The Swift 4 name of ``UIPageViewController/TransitionStyle``: warns, and is the same type.
@available(*, deprecated, renamed: "UIPageViewController.TransitionStyle")
public typealias UIPageViewControllerTransitionStyle = UIPageViewController.TransitionStyle
