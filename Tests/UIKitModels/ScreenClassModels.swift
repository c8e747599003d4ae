import Foundation

/// A screen of its own class, as an app's grid `UIViewController` subclass: registrations and
/// observers of a screen pair match it by class.
package final class GridScreenModel: ViewControllerModel {}

/// A screen of its own class, as an app's viewer `UIViewController` subclass.
package final class ViewerScreenModel: ViewControllerModel {}
