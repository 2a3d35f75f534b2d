(function(){window._iub=window._iub||[];})();
